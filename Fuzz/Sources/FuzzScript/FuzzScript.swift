import WhimDemo

/// One input: any bytes as a recording script. The parser must return a script within its frame limit or
/// throw a one-line `DemoError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScript(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let script = try DemoScript(parsing: text)
        if script.frameCount() > DemoScript.Limits.frames + 1 { fatalError("a script past the frame limit was accepted") }
    } catch {
        if error.description.contains("\n") { fatalError("multi-line error for a script") }
    }
    return 0
}
