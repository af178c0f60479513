/** A drawn signature as strokes (lists of points on the canvas), and how it is painted. Pure but for the canvas. */
export interface Point {
  x: number;
  y: number;
}
export type Stroke = Point[];

export const PAD_WIDTH = 400;
export const PAD_HEIGHT = 150;
/** How far one arrow key moves the keyboard pen, and with Shift. */
export const PEN_STEP = 4;
export const PEN_STEP_LARGE = 16;

export function clampPoint({ x, y }: Point): Point {
  return { x: Math.min(PAD_WIDTH, Math.max(0, x)), y: Math.min(PAD_HEIGHT, Math.max(0, y)) };
}

const ARROWS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** Where an arrow key moves the pen, or null for any other key. */
export function movePen(pen: Point, key: string, isLarge: boolean): Point | null {
  const direction = ARROWS[key];
  if (!direction) return null;
  const step = isLarge ? PEN_STEP_LARGE : PEN_STEP;
  return clampPoint({ x: pen.x + direction.x * step, y: pen.y + direction.y * step });
}

/** Paints the strokes in black on a cleared canvas; a one-point stroke is a dot. */
export function paintStrokes(context: CanvasRenderingContext2D, strokes: Stroke[]): void {
  context.clearRect(0, 0, PAD_WIDTH, PAD_HEIGHT);
  context.strokeStyle = "#000000";
  context.fillStyle = "#000000";
  context.lineWidth = 2.5;
  context.lineCap = "round";
  context.lineJoin = "round";
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    if (rest.length === 0) {
      context.beginPath();
      context.arc(first.x, first.y, 1.5, 0, Math.PI * 2);
      context.fill();
      continue;
    }
    context.beginPath();
    context.moveTo(first.x, first.y);
    for (const point of rest) context.lineTo(point.x, point.y);
    context.stroke();
  }
}
