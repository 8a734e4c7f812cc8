/**
 * One piece of a flow's short-lived state: a consent session, a checkout session, a sandbox
 * connection. `subject` names its owner, so the newest of one owner can be found.
 */
export interface FlowEntry<Data> {
  id: string;
  subject: string;
  data: Data;
  /** Epoch milliseconds of the app's clock. */
  createdAt: number;
  expiresAt: number;
}

/**
 * Where outside flows keep their state. The app's store is a database table (flow_states), so a flow
 * started on one app instance finishes on another (issue 32, ADR 050). An entry past its expiry is
 * never answered. `kind` names the flow, so flows cannot read each other's entries.
 */
export interface FlowStateStore {
  put<Data>(kind: string, entry: FlowEntry<Data>): Promise<void>;
  /** The live entry, or null when unknown or expired. */
  get<Data>(kind: string, id: string, now: number): Promise<FlowEntry<Data> | null>;
  /** Removes and answers the live entry in one step: a flow is spent once, even by racing instances. */
  take<Data>(kind: string, id: string, now: number): Promise<FlowEntry<Data> | null>;
  /** The subject's newest live entry, or null. */
  newest<Data>(kind: string, subject: string, now: number): Promise<FlowEntry<Data> | null>;
  remove(kind: string, id: string): Promise<void>;
}
