/** How far hover and active shades move from their base colour (0..1). */
export const HOVER_SHADE = 0.12;
export const ACTIVE_SHADE = 0.24;
