/// The examples `whim-demo example NAME` knows, in the order they are listed. Adding one is one line here.
public enum ExampleCatalogue {
    /// Every example type.
    public static let all: [any Example.Type] = [
        NavigatorExample.self,
        NotesExample.self,
        WahaExample.self,
        TrackerExample.self,
    ]

    /// The names, in order.
    public static var names: [String] { all.map { $0.name } }

    /// The example type called `name`, or the error listing the names there are.
    public static func example(named name: String) throws(ExampleError) -> any Example.Type {
        guard let found = all.first(where: { $0.name == name }) else { throw .unknownExample(name, known: names) }
        return found
    }
}
