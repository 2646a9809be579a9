/** What feature functions get besides the analysis: plain data, the same on the main thread and in a worker. */
export interface FeatureEnv {
  /** The clock (fixed by initializationOptions.now in tests), read when the request arrived. */
  now: number;
  /** The client accepts `documentChanges` in workspace edits. */
  documentChanges: boolean;
  /**
   * The client shows a problem's diagnostic in the hover over it (VS Code does, and says so with the
   * initialization option `hoverShowsDiagnostics`): the hover then does not repeat its message.
   */
  hoverShowsDiagnostics?: boolean;
}
