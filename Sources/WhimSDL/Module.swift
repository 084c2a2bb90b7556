// Placeholder so the target builds while the module is written.
