import CGio

/// `DBusValue`s to GLib's GVariants and back: the only place the bridge builds or reads GVariants.
enum GVariantConversion {
    /// A new floating GVariant holding `value` (whoever takes it sinks it: a container, a message body).
    static func make(_ value: DBusValue) -> OpaquePointer {
        switch value {
        case let .string(s): return g_variant_new_string(s)
        case let .objectPath(p): return g_variant_new_object_path(g_variant_is_object_path(p) != 0 ? p : "/")
        case let .int32(v): return g_variant_new_int32(v)
        case let .uint32(v): return g_variant_new_uint32(v)
        case let .boolean(v): return g_variant_new_boolean(v ? 1 : 0)
        case let .double(v): return g_variant_new_double(v)
        case let .variant(v): return g_variant_new_variant(make(v))
        case let .tuple(items):
            var children: [OpaquePointer?] = items.map { make($0) }
            return g_variant_new_tuple(&children, gsize(children.count))
        case let .array(element, items):
            let type = g_variant_type_new(element)
            defer { g_variant_type_free(type) }
            var children: [OpaquePointer?] = items.map { make($0) }
            return g_variant_new_array(type, &children, gsize(children.count))
        case let .dictEntry(k, v):
            return g_variant_new_dict_entry(make(k), make(v))
        }
    }

    /// The value `variant` holds (types the bridge does not read become an empty tuple).
    static func read(_ variant: OpaquePointer) -> DBusValue {
        let type = String(cString: g_variant_get_type_string(variant))
        switch type.first {
        case "s": return .string(String(cString: g_variant_get_string(variant, nil)))
        case "o": return .objectPath(String(cString: g_variant_get_string(variant, nil)))
        case "i": return .int32(g_variant_get_int32(variant))
        case "u": return .uint32(g_variant_get_uint32(variant))
        case "b": return .boolean(g_variant_get_boolean(variant) != 0)
        case "d": return .double(g_variant_get_double(variant))
        case "v":
            let inner = g_variant_get_variant(variant)!
            defer { g_variant_unref(inner) }
            return .variant(read(inner))
        case "(", "a", "{":
            let items = (0..<g_variant_n_children(variant)).map { i -> DBusValue in
                let child = g_variant_get_child_value(variant, i)!
                defer { g_variant_unref(child) }
                return read(child)
            }
            if type.first == "(" { return .tuple(items) }
            if type.first == "{", items.count == 2 { return .dictEntry(items[0], items[1]) }
            return .array(elementSignature: String(type.dropFirst()), items)
        default:
            return .tuple([])
        }
    }
}
