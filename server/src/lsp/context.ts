/** What feature functions get besides the analysis: plain data, the same on the main thread and in a worker. */
export interface FeatureEnv {
  /** The clock (fixed by initializationOptions.now in tests), read when the request arrived. */
  now: number;
  /** The client accepts `documentChanges` in workspace edits. */
  documentChanges: boolean;
}
