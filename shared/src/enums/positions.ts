/** Playing positions (designed: the spec names positions without listing them); values are the usual position codes. */
export const POSITIONS = [
  { value: 'GK', label: 'Goalkeeper' },
  { value: 'RB', label: 'Right Back' },
  { value: 'CB', label: 'Centre Back' },
  { value: 'LB', label: 'Left Back' },
  { value: 'RWB', label: 'Right Wing Back' },
  { value: 'LWB', label: 'Left Wing Back' },
  { value: 'DM', label: 'Defensive Midfield' },
  { value: 'CM', label: 'Central Midfield' },
  { value: 'AM', label: 'Attacking Midfield' },
  { value: 'RM', label: 'Right Midfield' },
  { value: 'LM', label: 'Left Midfield' },
  { value: 'RW', label: 'Right Winger' },
  { value: 'LW', label: 'Left Winger' },
  { value: 'SS', label: 'Second Striker' },
  { value: 'CF', label: 'Centre Forward' },
] as const;

export type PositionCode = (typeof POSITIONS)[number]['value'];

/** The squad's lines, in the order a team sheet lists them (club page, docs/football.md). */
export const POSITION_GROUPS = ['GK', 'DEF', 'MID', 'FWD'] as const;
export type PositionGroup = (typeof POSITION_GROUPS)[number];

const GROUP_OF: Record<PositionCode, PositionGroup> = {
  GK: 'GK', RB: 'DEF', CB: 'DEF', LB: 'DEF', RWB: 'DEF', LWB: 'DEF',
  DM: 'MID', CM: 'MID', AM: 'MID', RM: 'MID', LM: 'MID',
  RW: 'FWD', LW: 'FWD', SS: 'FWD', CF: 'FWD',
};

/** The line of a position code; null for none or an unknown one. */
export const positionGroup = (code: string | null | undefined): PositionGroup | null => (code ? GROUP_OF[code as PositionCode] ?? null : null);
