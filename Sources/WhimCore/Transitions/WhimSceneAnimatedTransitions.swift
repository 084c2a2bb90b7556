/// The transitions a scene change can be animated with (the design's vocabulary):
/// ``Push``, ``Pop``, ``Modal`` (present, dismiss, swap), ``Fade``, ``Circular`` (present, dismiss) and
/// ``None``, plus ``Reversed`` for the visual inverse of any of them. Each is a small value whose timing
/// can be set per call, e.g. `Modal(.present, timing: TransitionTiming(duration: 0.4))`.
public enum WhimSceneAnimatedTransitions {}
