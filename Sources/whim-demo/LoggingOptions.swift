import ArgumentParser
import Logging
import WhimDemo

/// `--log-level`: which diagnostics reach stderr, one line each with the subsystem in it. Errors that end
/// a command are not log records: they stay one plain line (`fail`).
struct LoggingOptions: ParsableArguments {
    @Option(help: "Diagnostics shown on stderr: trace, debug, info, notice, warning, error or critical.")
    var logLevel: Logger.Level = .warning

    /// Sends every `Logger` of this process to stderr at the chosen level. Called once, by the command.
    func bootstrap() {
        LoggingSystem.bootstrap(DiagnosticLineHandler.standardError(program: "whim-demo", level: logLevel))
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}
