import Testing

/// Every end-to-end suite nests here so they run one at a time: each launches a real app with
/// its own X display, and parallel launches would compete for display numbers and CPU.
@Suite(.serialized) struct EndToEnd {}
