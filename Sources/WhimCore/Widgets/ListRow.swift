import WhimGraphics

/// One row of a `ListView`, as data: an icon in a tinted circle, a title, a subtitle, and at the
/// trailing edge a detail text and/or a chevron.
public struct ListRow: Sendable, Hashable {
    /// Identifies the row for selection (`ListView.selectedID`) and in the tap callback.
    public var id: String
    /// The leading icon, in a tinted circle; nil for none.
    public var icon: IconSymbol?
    /// The icon's colour; its circle is a pale version of it.
    public var iconColor: Color
    /// The main text.
    public var title: String
    /// A second line under the title; nil for none.
    public var subtitle: String?
    /// A short trailing text: a price, a time, a distance.
    public var detail: String?
    /// Whether a chevron at the trailing edge says the row leads somewhere.
    public var showsChevron: Bool

    /// A row; only `id` and `title` are required.
    public init(
        id: String, icon: IconSymbol? = nil, iconColor: Color = Theme.standard.accent, title: String,
        subtitle: String? = nil, detail: String? = nil, showsChevron: Bool = false
    ) {
        self.id = id
        self.icon = icon
        self.iconColor = iconColor
        self.title = title
        self.subtitle = subtitle
        self.detail = detail
        self.showsChevron = showsChevron
    }
}
