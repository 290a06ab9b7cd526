// Topic colours: a fixed palette assigned in topic order, so a topic keeps its colour on every
// page. The colours are mid-tones that read on both the light and the dark background; colour
// is never the only cue (labels, shapes and text always accompany it).
const PALETTE = ['#3b82c4', '#d9822b', '#2e9e6a', '#c2417a', '#8a63d2', '#b89a1e', '#1f9fb0', '#d2553f', '#6b8e23', '#8c6d5a', '#5a6fd6', '#a05fb0'];

export function topicColors(topics: string[]): Map<string, string> {
  return new Map([...topics].sort().map((t, i) => [t, PALETTE[i % PALETTE.length]]));
}
