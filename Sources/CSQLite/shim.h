// SQLite for Swift: MBTiles archives are SQLite databases.
#ifndef WHIM_CSQLITE_SHIM_H
#define WHIM_CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a macro (a cast function pointer) that does not import into Swift.
static inline void (*whim_sqlite_transient(void))(void *) { return SQLITE_TRANSIENT; }
#endif
