#if canImport(Glibc)
import Glibc
#endif

/// The C library's character encoding for the window system. X11 converts a window title through the
/// C library's multibyte functions: in the C locale (what a process starts in) a title with "—" or "ä"
/// reaches the window manager as mojibake and `_NET_WM_NAME` is left unchanged. The user's `LC_CTYPE`
/// is adopted when it is UTF-8, else C.UTF-8; nothing else of the locale (numbers, collation) changes.
enum CharacterLocale {
    /// Whether the C library's character encoding is UTF-8 now.
    static var isUTF8: Bool { String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8" }

    /// Makes `LC_CTYPE` UTF-8 if a UTF-8 locale exists here; returns whether it is.
    @discardableResult
    static func adoptUTF8() -> Bool {
        if isUTF8 { return true }
        if setlocale(LC_CTYPE, "") != nil, isUTF8 { return true }
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if isUTF8 { return true }
        }
        return isUTF8
    }
}
