/** A charger chosen on the select screen, carried back to the form in the router state. */
export interface ChosenCharger {
  charge_box_id: number;
  charge_box_code: string;
}

/** What the create form hands the select screen and gets back (spec 3 §2). */
export interface SelectState {
  from: string;
  chosen: ChosenCharger[];
  draft?: Record<string, unknown>;
}

export function selectStateOf(state: unknown): SelectState | undefined {
  const s = state as Partial<SelectState> | null | undefined;
  return s && Array.isArray(s.chosen) && typeof s.from === 'string'
    ? (s as SelectState)
    : undefined;
}
