/// The built-in tour (`whim-demo record --tour`): every screen of the demo and every transition kind. It
/// addresses widgets by identifier and places free points as fractions of the window, so it plays the
/// same at any window size.
public enum Tour {
    public static let script = """
    # Home: a multipart scene over the Helsinki map.
    wait 0.8
    shot home
    segment 1 #tabs            # Fade between Home's tabs
    wait 0.6
    shot nearby-stops
    segment 0 #tabs
    wait 0.6
    row 0 #options             # City bikes: Push
    wait 0.8
    shot city-bikes
    key escape                 # Pop
    wait 0.6
    drag #card-handle 50% 5% 0.3      # drag the card up to the top detent
    wait 0.7
    shot card-expanded
    drag #card-handle 50% 52% 0.3     # and back down to the middle detent
    wait 0.7
    row 2 #options             # Car rental: the flow arrives with Modal present
    wait 0.8
    shot pickup
    row 1 #stations            # select a station: its marker is highlighted
    wait 0.3
    drag #card-handle 50% 5% 0.3   # expand the card: Next is below the fold on small windows
    wait 0.7
    tap #next                  # Push to the dates step
    wait 0.8
    shot dates
    drag #card-handle 50% 5% 0.3
    wait 0.7
    tap #next                  # Push to the summary with the route
    wait 0.9
    shot summary
    tap #book                  # Circular reveal from the Book button into the ticket
    wait 0.12
    shot reveal
    wait 0.5
    shot ticket
    tap #close                 # Modal dismiss back to Home
    wait 0.9
    shot back-home
    tap #settings              # Settings: fullscreen Modal present
    wait 0.6
    shot settings
    row 0 #info                # a sheet: Modal present
    wait 0.7
    shot map-data
    tap #swap                  # Modal swap to the other sheet
    wait 0.7
    shot licences
    key escape
    wait 0.6
    key escape
    wait 0.7
    drag #card-handle 50% 5% 0.3   # expand Home's card: the fourth row is below the fold on small windows
    wait 0.7
    row 3 #options             # Public transport
    wait 0.8
    drag 6 83% 58% 83% 0.35    # interactive pop from the left edge (24 units wide)
    wait 0.7
    drag #card-handle 50% 52% 0.3  # Home's card back to the middle, the map above it
    wait 0.7
    wheel 50% 41% 2            # zoom the map around the pointer
    wait 0.5
    drag 67% 37% 50% 48% 0.3   # pan
    wait 0.4
    shot map-zoomed
    key ?                      # the shortcut sheet
    wait 0.2
    shot help
    key ?
    wait 0.2
    """
}
