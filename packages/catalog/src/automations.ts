/**
 * Facts of the explanatory pages that a visitor may also ask the assistant about: what the single-board computer costs and how the garage-gate automation behaves.
 * Numbers only; the web app words them in Romanian.
 */

/** An inclusive range, e.g. 400-500 lei. */
export interface InclusiveRange {
  readonly min: number;
  readonly max: number;
}

/**
 * The single-board computer (a Raspberry Pi) that runs Home Assistant: "cost about 400-500 lei".
 * The calculator prices it at the top of that range (500 lei) so an estimate never comes out low.
 */
export const singleBoardComputer = {
  name: 'Raspberry Pi',
  costLei: { min: 400, max: 500 },
} as const satisfies { name: string; costLei: InclusiveRange };

/** The garage-gate automation and its WiFi module. */
export const garageAutomation = {
  /** The gate left open this long sends a notification to the phone. */
  openNotificationAfterMinutes: 5,
  /** With no reply to that notification within this time, the gate closes by itself. */
  autoCloseAfterSeconds: 90,
  /** Hardware cost of the gate module, about this much. */
  moduleCostEur: 20,
  /** The module runs on direct current in this range. */
  supplyVoltageDc: { min: 5, max: 12 },
  /** It joins the home WiFi on this band only (no 5 GHz). */
  wifiBandGhz: 2.4,
  /** Time to install and configure it at the gate. */
  installationMinutes: { min: 30, max: 40 },
} as const satisfies {
  openNotificationAfterMinutes: number;
  autoCloseAfterSeconds: number;
  moduleCostEur: number;
  supplyVoltageDc: InclusiveRange;
  wifiBandGhz: number;
  installationMinutes: InclusiveRange;
};

/** "400-500": the site writes a range with a plain hyphen and no spaces. */
export const formatInclusiveRange = ({ min, max }: InclusiveRange): string => `${min}-${max}`;
