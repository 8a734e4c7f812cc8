import { confetti as confettiSpec } from '@leadpath/core';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

const COLORS = ['#f43f5e', '#f59e0b', '#10b981', '#3b82f6', '#8b5cf6', '#ec4899', '#14b8a6'];

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  angle: number;
  spin: number;
  color: string;
}

function createPieces(count: number, width: number, height: number): Piece[] {
  return Array.from({ length: count }, () => ({
    x: Math.random() * width,
    // Start above the top edge, staggered, so the pieces keep falling for the whole show.
    y: -Math.random() * height,
    vx: (Math.random() - 0.5) * 2,
    vy: 2 + Math.random() * 4,
    size: 6 + Math.random() * 6,
    angle: Math.random() * Math.PI,
    spin: (Math.random() - 0.5) * 0.3,
    color: COLORS[Math.floor(Math.random() * COLORS.length)]!,
  }));
}

interface ConfettiProps {
  pieces?: number;
  durationMs?: number;
  onDone: () => void;
}

/** Falling confetti over the whole page (spec §2 "Integrations return": 500 pieces for 5 seconds). */
export function Confetti({
  pieces = confettiSpec.pieces,
  durationMs = confettiSpec.durationMs,
  onDone,
}: ConfettiProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const ratio = window.devicePixelRatio || 1;
    const width = window.innerWidth;
    const height = window.innerHeight;
    canvas.width = width * ratio;
    canvas.height = height * ratio;
    context.scale(ratio, ratio);
    const all = createPieces(pieces, width, height);
    const start = performance.now();
    let frame = 0;

    const draw = (time: number) => {
      const elapsed = time - start;
      if (elapsed >= durationMs) return onDoneRef.current();
      context.clearRect(0, 0, width, height);
      // Fade out over the last second.
      context.globalAlpha = Math.min(1, (durationMs - elapsed) / 1000);
      for (const piece of all) {
        piece.x += piece.vx;
        piece.y += piece.vy;
        piece.angle += piece.spin;
        if (piece.y > height + 20) piece.y = -20;
        context.save();
        context.translate(piece.x, piece.y);
        context.rotate(piece.angle);
        context.fillStyle = piece.color;
        context.fillRect(-piece.size / 2, -piece.size / 4, piece.size, piece.size / 2);
        context.restore();
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [pieces, durationMs]);

  return createPortal(
    <canvas
      ref={canvasRef}
      data-slot="confetti"
      data-pieces={pieces}
      aria-hidden
      className="pointer-events-none fixed inset-0 z-[200] h-svh w-screen"
    />,
    document.body,
  );
}
