import Testing
import WhimAnimation
import WhimGraphics
import WhimMap

@Suite struct CameraAnimationTests {
    let a = Camera(worldCenter: Point(x: 0.5, y: 0.3), zoom: 10, viewportSize: Size(width: 800, height: 600))
    let b = Camera(worldCenter: Point(x: 0.52, y: 0.31), zoom: 12, viewportSize: Size(width: 800, height: 600))

    @Test func runsOnTheSharedAnimatorAndEndsExactlyAtTheTarget() {
        var anim = CameraAnimation(from: a, to: b, duration: 0.4)
        #expect(anim.camera == a)
        anim.advance(by: 0.2)
        #expect(anim.progress == 0.5 && anim.camera.zoom > 11 && anim.camera.zoom < 12)
        anim.advance(by: 1)
        #expect(anim.isFinished && anim.camera == b)
    }

    @Test func retargetingKeepsTheTimeLeftAndStartsWhereTheCameraIs() {
        var anim = CameraAnimation(from: a, to: b, duration: 0.45, curve: TimingCurve.cubicEaseInOut)
        anim.advance(by: 0.15)
        let now = anim.camera
        var c = b
        c.zoom = 13
        var re = anim.retargeted(to: c)
        #expect(re.camera == now, "no jump")
        #expect(abs(re.duration - 0.3) < 1e-12 && re.curve == TimingCurve.cubicEaseInOut)
        re.advance(by: 0.3 + 1e-9)
        #expect(re.isFinished && re.camera == c)
    }
}
