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
