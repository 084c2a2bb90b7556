import Foundation
import Logging

/// A swift-log handler that writes each record as one line: the program, the level, the subsystem (the
/// logger's label) and the message, then the metadata as sorted `key=value` pairs, e.g.
/// `whim-demo: notice [whimcore.sdl] no accelerated renderer; using the software renderer reason=…`.
///
/// Line breaks in messages and metadata become spaces, so one record is always one line. The sink gets
/// the line without its newline; `standardError(program:)` writes it to stderr. Only the executable
/// bootstraps `LoggingSystem` with it; libraries take a `Logger` from their caller.
public struct DiagnosticLineHandler: LogHandler {
    /// Where finished lines go (called from any thread that logs).
    public typealias Sink = @Sendable (String) -> Void

    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    /// The subsystem written in each line.
    public let label: String
    private let program: String
    private let sink: Sink

    /// A handler for the logger labelled `label`, writing records at `level` and above to `sink`.
    public init(label: String, program: String, level: Logger.Level, sink: @escaping Sink) {
        self.label = label
        self.program = program
        self.logLevel = level
        self.sink = sink
    }

    /// A factory for `LoggingSystem.bootstrap` that writes lines to standard error.
    public static func standardError(program: String, level: Logger.Level) -> @Sendable (String) -> any LogHandler {
        { label in
            DiagnosticLineHandler(label: label, program: program, level: level) { line in
                FileHandle.standardError.write(Data((line + "\n").utf8))
            }
        }
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        sink(Self.line(program: program, level: event.level, label: label, message: event.message.description,
                       metadata: metadata.merging(event.metadata ?? [:]) { _, record in record }))
    }

    /// The line for one record (without a newline).
    public static func line(program: String, level: Logger.Level, label: String, message: String, metadata: Logger.Metadata) -> String {
        var line = "\(program): \(level) [\(label)] \(message.singleLine)"
        for key in metadata.keys.sorted() {
            line += " \(key.singleLine)=\(metadata[key].map { "\($0)".singleLine } ?? "")"
        }
        return line
    }
}

extension String {
    /// The string with every line break (and other control characters) replaced by a space.
    fileprivate var singleLine: String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
    }
}
