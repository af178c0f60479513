/**
 * The "Draw" signature: a canvas drawn on with a mouse, pen or finger (pointer events), or from the keyboard: with
 * the canvas focused, the arrow keys move a pen (Shift for larger steps) and Space or Enter lifts or lowers it.
 * Every change hands the drawing up as a PNG data URL (null once cleared).
 */
import { Box, Button, Group, Stack, Text } from "@mantine/core";
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { clampPoint, movePen, PAD_HEIGHT, PAD_WIDTH, type Point, paintStrokes, type Stroke } from "./signature-strokes";

export interface SignaturePadProps {
  onChange: (pngDataUrl: string | null) => void;
  error?: string;
}

const START: Point = { x: PAD_WIDTH / 2, y: PAD_HEIGHT / 2 };

export function SignaturePad({ onChange, error }: SignaturePadProps) {
  const { t } = useTranslation("onboardingForms");
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Stroke[]>([]);
  const isPointerDrawing = useRef(false);
  const [pen, setPen] = useState<Point>(START);
  const [isPenDown, setPenDown] = useState(false);
  const [announcement, setAnnouncement] = useState("");

  const publish = () => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const context = canvas.getContext("2d");
    if (context) paintStrokes(context, strokes.current);
    onChange(strokes.current.length > 0 ? canvas.toDataURL("image/png") : null);
  };

  const pointOf = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    const scaleX = rect.width ? PAD_WIDTH / rect.width : 1;
    const scaleY = rect.height ? PAD_HEIGHT / rect.height : 1;
    return clampPoint({ x: (event.clientX - rect.left) * scaleX, y: (event.clientY - rect.top) * scaleY });
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    isPointerDrawing.current = true;
    strokes.current = [...strokes.current, [pointOf(event)]];
    publish();
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!isPointerDrawing.current) return;
    strokes.current.at(-1)?.push(pointOf(event));
    publish();
  };
  const onPointerUp = () => {
    isPointerDrawing.current = false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      const down = !isPenDown;
      setPenDown(down);
      setAnnouncement(down ? t("signature.penDown") : t("signature.penUp"));
      if (down) {
        strokes.current = [...strokes.current, [pen]];
        publish();
      }
      return;
    }
    const next = movePen(pen, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    setPen(next);
    if (isPenDown) {
      strokes.current.at(-1)?.push(next);
      publish();
    }
  };

  const clear = () => {
    strokes.current = [];
    setPenDown(false);
    setPen(START);
    setAnnouncement(t("signature.cleared"));
    publish();
  };

  return (
    <Stack gap="xs">
      <Text size="sm" id={`${id}-instructions`}>
        {t("signature.drawInstructions")}
      </Text>
      <Box pos="relative" maw={PAD_WIDTH} w="100%">
        <canvas
          ref={canvasRef}
          width={PAD_WIDTH}
          height={PAD_HEIGHT}
          role="img"
          tabIndex={0}
          aria-label={t("signature.canvasLabel")}
          aria-describedby={`${id}-instructions${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
          style={{
            width: "100%",
            height: "auto",
            aspectRatio: `${PAD_WIDTH} / ${PAD_HEIGHT}`,
            border: `1px solid ${error ? "var(--mantine-color-error)" : "var(--mantine-color-gray-6)"}`,
            borderRadius: 4,
            touchAction: "none",
            background: "#ffffff",
            display: "block",
          }}
        />
        {/* The keyboard pen's position: hollow while lifted, filled while drawing. */}
        <Box
          aria-hidden
          pos="absolute"
          style={{
            left: `${(pen.x / PAD_WIDTH) * 100}%`,
            top: `${(pen.y / PAD_HEIGHT) * 100}%`,
            width: 8,
            height: 8,
            marginLeft: -4,
            marginTop: -4,
            borderRadius: "50%",
            border: "2px solid var(--mantine-color-blue-7)",
            background: isPenDown ? "var(--mantine-color-blue-7)" : "transparent",
            pointerEvents: "none",
          }}
        />
      </Box>
      <Text size="sm" aria-live="polite">
        {announcement}
      </Text>
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" id={`${id}-error`}>
          {error}
        </Text>
      )}
      <Group>
        <Button variant="default" onClick={clear}>
          {t("signature.clear")}
        </Button>
      </Group>
    </Stack>
  );
}
