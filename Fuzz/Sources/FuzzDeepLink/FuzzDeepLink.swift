import WhimCore

/// One input: any bytes as a deep link (UTF-8, invalid sequences repaired). The parser must return a link
/// or throw a `DeepLinkError` whose message is one line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeepLink(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let link = try DeepLink(parsing: text)
        _ = link.description
    } catch {
        let message = error.description
        if message.contains("\n") || message.contains("\r") { fatalError("multi-line error for a deep link") }
    }
    return 0
}
