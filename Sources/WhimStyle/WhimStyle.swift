/// MapLibre style documents.
