import Logging
import Synchronization

/// Log records kept in memory, for tests that check what a component logged (level, label, message,
/// metadata). `logger(label:)` makes a `Logger` that records into it, without bootstrapping swift-log.
final class CapturedLogs: Sendable {
    struct Record: Sendable {
        var label: String
        var level: Logger.Level
        var message: String
        var metadata: Logger.Metadata
    }

    private let store = Mutex<[Record]>([])

    var records: [Record] { store.withLock { $0 } }

    func logger(label: String, level: Logger.Level = .trace) -> Logger {
        var logger = Logger(label: label) { label in Handler(label: label, logs: self) }
        logger.logLevel = level
        return logger
    }

    fileprivate func append(_ record: Record) { store.withLock { $0.append(record) } }

    private struct Handler: LogHandler {
        let label: String
        let logs: CapturedLogs
        var logLevel: Logger.Level = .trace
        var metadata: Logger.Metadata = [:]

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            logs.append(Record(label: label, level: event.level, message: event.message.description,
                               metadata: metadata.merging(event.metadata ?? [:]) { _, new in new }))
        }
    }
}
