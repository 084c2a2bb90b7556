#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The C library's character-type locale made UTF-8, for a program that shows windows: X11 converts a
/// window's title through it, and in the "C" locale every program starts in, a title with "—" or "ö"
/// reaches the window manager garbled, or not at all (`_NET_WM_NAME` keeps the old title). Call it first
/// thing in `main`, before any thread starts (`setlocale` is not thread-safe).
public enum UTF8CharacterLocale {
    /// Takes the user's `LC_CTYPE` (from `LC_ALL`, `LC_CTYPE` or `LANG`), or `C.UTF-8` when theirs is not
    /// UTF-8. Only the character type changes: numbers, dates and messages keep the "C" locale.
    /// Returns the codeset in use afterwards.
    @discardableResult
    public static func adopt() -> String {
        setlocale(LC_CTYPE, "")
        if codeset != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
        return codeset
    }

    /// The codeset of the current character-type locale ("UTF-8", "ANSI_X3.4-1968" for "C").
    public static var codeset: String { nl_langinfo(nl_item(CODESET)).map { String(cString: $0) } ?? "" }
}
