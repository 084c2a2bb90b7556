import WhimTestSupport

extension TemporaryFolder {
    /// The path of `name` inside the folder.
    func file(_ name: String) -> String { path + "/" + name }
}
