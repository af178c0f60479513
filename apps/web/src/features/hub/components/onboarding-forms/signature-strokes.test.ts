import { describe, expect, it, vi } from "vitest";
import { movePen, PAD_HEIGHT, PAD_WIDTH, PEN_STEP, PEN_STEP_LARGE, paintStrokes } from "./signature-strokes";

describe("the keyboard pen", () => {
  it("moves one step per arrow key, a larger one with Shift, and stays on the pad", () => {
    expect(movePen({ x: 10, y: 10 }, "ArrowRight", false)).toEqual({ x: 10 + PEN_STEP, y: 10 });
    expect(movePen({ x: 10, y: 10 }, "ArrowDown", true)).toEqual({ x: 10, y: 10 + PEN_STEP_LARGE });
    expect(movePen({ x: 1, y: 1 }, "ArrowLeft", true)).toEqual({ x: 0, y: 1 });
    expect(movePen({ x: PAD_WIDTH, y: PAD_HEIGHT }, "ArrowDown", false)).toEqual({ x: PAD_WIDTH, y: PAD_HEIGHT });
    expect(movePen({ x: 10, y: 10 }, "a", false)).toBeNull();
  });

  it("paints each stroke as a line, and a single point as a dot", () => {
    const context = {
      clearRect: vi.fn(),
      beginPath: vi.fn(),
      moveTo: vi.fn(),
      lineTo: vi.fn(),
      stroke: vi.fn(),
      arc: vi.fn(),
      fill: vi.fn(),
    };
    paintStrokes(context as unknown as CanvasRenderingContext2D, [
      [
        { x: 1, y: 1 },
        { x: 5, y: 1 },
        { x: 5, y: 9 },
      ],
      [{ x: 20, y: 20 }],
    ]);
    expect(context.clearRect).toHaveBeenCalledWith(0, 0, PAD_WIDTH, PAD_HEIGHT);
    expect(context.moveTo).toHaveBeenCalledWith(1, 1);
    expect(context.lineTo.mock.calls).toEqual([
      [5, 1],
      [5, 9],
    ]);
    expect(context.arc).toHaveBeenCalledWith(20, 20, 1.5, 0, Math.PI * 2);
  });
});
