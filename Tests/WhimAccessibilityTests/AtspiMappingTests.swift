import Testing
import WhimCore
import WhimGraphics
@testable import WhimAccessibility

/// AT-SPI's numbers for the engine's roles and states: checked against at-spi2-core's `AtspiRole` and
/// `AtspiStateType` (the numbers pyatspi reports), for every role and every combination of states.
@Suite struct AtspiMappingTests {
    /// at-spi2-core's numbers (atspi-constants.h) for the roles the engine's widgets have.
    static let expectedRoles: [AccessibleRole: (UInt32, String)] = [
        .button: (43, "push button"), .toggle: (62, "toggle button"), .list: (31, "list"), .listItem: (32, "list item"),
        .segmentedControl: (38, "page tab list"), .segment: (37, "page tab"), .textField: (79, "entry"), .textArea: (61, "text"),
        .map: (100, "image map"), .marker: (43, "push button"), .mapLabel: (29, "label"),
    ]

    @Test(arguments: AccessibleRole.allCases) func everyRoleHasAtspisNumberAndName(role: AccessibleRole) throws {
        let expected = try #require(Self.expectedRoles[role])
        #expect(AtspiRole(role).rawValue == expected.0)
        #expect(AtspiRole(role).name == expected.1)
    }

    /// Every combination of the six states, for every role: each state has its AT-SPI bit (enabled also
    /// sensitive, visible also showing), no other bit is set but the role's own, and the two words on the
    /// bus hold the set.
    @Test(arguments: AccessibleRole.allCases) func statesMapToTheirBits(role: AccessibleRole) {
        let bits: [(AccessibleStates, [Int])] = [(.focusable, [11]), (.focused, [12]), (.selected, [23]), (.checked, [4]),
                                                 (.enabled, [8, 24]), (.visible, [30, 25])]
        let roleBits: [Int] = switch role {
        case .listItem, .segment: [22]
        case .toggle: [41]
        case .textField: [7, 26]
        case .textArea: [7, 17]
        default: []
        }
        for raw in UInt8(0)..<64 {
            let states = AccessibleStates(rawValue: raw)
            let mapped = AtspiStates(states, role: role)
            var expected: UInt64 = 0
            for (state, positions) in bits where states.contains(state) { for p in positions { expected |= 1 << UInt64(p) } }
            for p in roleBits { expected |= 1 << UInt64(p) }
            #expect(mapped.rawValue == expected, "\(role) \(raw)")
            let words = mapped.words
            #expect(words.count == 2 && UInt64(words[0]) | UInt64(words[1]) << 32 == mapped.rawValue)
        }
    }

    /// Values survive the trip into a GVariant and back, nested containers and empty arrays included.
    @Test func dbusValuesRoundTripThroughGVariants() {
        let values: [DBusValue] = [
            .string("Näin — 東京"), .objectPath("/org/a11y/atspi/accessible/7"), .int32(-5), .uint32(4_000_000_000), .boolean(true),
            .double(0.25), .variant(.string("v")),
            .tuple([.string("focused"), .int32(1), .int32(0), .variant(.int32(0)), .array(elementSignature: "{sv}", [])]),
            .array(elementSignature: "(so)", [.reference(":1.2", "/a"), .reference(":1.3", "/b")]),
            .array(elementSignature: "{ss}", [.dictEntry(.string("toolkit"), .string("WhimCore"))]),
            .array(elementSignature: "u", [.uint32(1), .uint32(2)]),
        ]
        for value in values {
            let variant = GVariantConversion.make(value)
            let back = GVariantConversion.read(variant)
            #expect(back == value)
            #expect(back.signature == value.signature)
        }
    }
}
