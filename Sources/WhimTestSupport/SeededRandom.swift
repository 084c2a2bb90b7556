/// Every test target's property tests draw from `SeededRandom` (the soak's generator too), so a failing
/// walk is replayed from its seed: importing the test support brings it.
@_exported import WhimRandom
