import CSDL2Bench
import Foundation
import WhimCore
import WhimMapBackdrop
import WhimGraphics

/// The alternative a user would pick: hand the cached parts to SDL's renderer as separate textures and let
/// it composite them every frame (dummy video driver, software renderer). The map and each panel are
/// uploaded once; a frame is one RenderCopy of the map, one per visible part (alpha-modulated for
/// opacity), then RenderPresent. SDL has no circular clip, so Circular is not measured here.
public final class SDLTextureCompositor {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private let size: PixelSize
    private var mapTexture: OpaquePointer?
    private var mapSource = SDL_Rect()
    private var panels: [(panel: Panel, texture: OpaquePointer, opaque: Bool)] = []
    private let rig: FrameRig
    private let transition: any WhimSceneAnimatedTransitioning
    private let fromLayout: SceneLayout
    private let toLayout: SceneLayout
    private var flip = false

    public init(rig: FrameRig, map: MapBackdrop) throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        setenv("SDL_RENDER_DRIVER", "software", 1)
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw RigError.sdl(String(cString: SDL_GetError())) }
        self.rig = rig
        size = rig.container.pixelSize
        guard let w = SDL_CreateWindow("bench", 0, 0, Int32(size.width), Int32(size.height), SDL_WINDOW_HIDDEN.rawValue) else {
            throw RigError.sdl(String(cString: SDL_GetError()))
        }
        window = w
        guard let r = SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw RigError.sdl(String(cString: SDL_GetError()))
        }
        renderer = r
        transition = rig.kind.transition(containerSize: size)
        fromLayout = rig.layout(of: rig.fromScene)
        toLayout = rig.layout(of: rig.toScene)
        if let s = map.surface {
            mapTexture = try upload(s)
            mapSource = SDL_Rect(x: Int32(-map.origin.x), y: Int32(-map.origin.y), w: Int32(size.width), h: Int32(size.height))
        }
        for scene in [rig.fromScene, rig.toScene] {
            for p in scene.viewController.panels {
                guard let s = p.renderedSurface(scale: 1) else { continue }
                panels.append((p, try upload(s), s.format == .rgb24))
            }
        }
        for _ in 0..<4 { frame() }
    }

    deinit {
        for p in panels { SDL_DestroyTexture(p.texture) }
        if let mapTexture { SDL_DestroyTexture(mapTexture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    private func upload(_ s: Surface) throws -> OpaquePointer {
        let format = s.format == .rgb24 ? SDL_PIXELFORMAT_RGB888 : SDL_PIXELFORMAT_ARGB8888
        guard let t = SDL_CreateTexture(renderer, format.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(s.width), Int32(s.height)) else {
            throw RigError.sdl(String(cString: SDL_GetError()))
        }
        s.withPixelsReadOnly { buf in _ = SDL_UpdateTexture(t, nil, buf.baseAddress, Int32(s.stride)) }
        return t
    }

    private func texture(for panel: Panel) -> (OpaquePointer, Bool)? {
        for p in panels where p.panel === panel { return (p.texture, p.opaque) }
        return nil
    }

    /// One frame at the same alternating progress as the rig's.
    @inline(never)
    public func frame() {
        flip.toggle()
        let (a, b) = rig.kind.progresses
        let placements = transition.placements(from: fromLayout, to: toLayout, containerSize: size, progress: flip ? a : b)
        if let mapTexture {
            var dst = SDL_Rect(x: 0, y: 0, w: Int32(size.width), h: Int32(size.height))
            SDL_RenderCopy(renderer, mapTexture, &mapSource, &dst)
        }
        for i in placements.indices {
            let pl = placements[i]
            guard pl.isVisible(in: size) else { continue }
            let scene = pl.id.side == .incoming ? rig.toScene : rig.fromScene
            guard let panel = scene.viewController.panel(for: pl.id.role), let (t, opaque) = texture(for: panel) else { continue }
            if opaque && pl.opacity >= 1 {
                SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE)
            } else {
                SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
            }
            SDL_SetTextureAlphaMod(t, UInt8(max(0, min(255, (pl.opacity * 255).rounded()))))
            let f = pl.frame
            var dst = SDL_Rect(x: Int32(f.x), y: Int32(f.y), w: Int32(f.width), h: Int32(f.height))
            SDL_RenderCopy(renderer, t, nil, &dst)
        }
        SDL_RenderPresent(renderer)
    }
}
