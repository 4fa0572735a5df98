/**
 * Pictures that read as what members post, drawn as SVG from a seed: the same path always gives
 * the same picture (visual baselines stay still), and no photo has to be stored or licensed.
 * Each is a scene (mountains at dusk, a sea, a city at night, a meadow, flowers, a dish) with
 * depth (layers, light, blur, a vignette), which is most of what makes a drawing read as a photo.
 */

/** A small seeded generator (mulberry32): the scene's randomness, repeatable. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
interface Frame {
  w: number;
  h: number;
  r: Rand;
}

const round = (n: number) => Math.round(n * 10) / 10;
const between = (r: Rand, min: number, max: number) => min + (max - min) * r();

/** A ridge line across the frame, closed to the bottom: one mountain range or hill. */
function ridge({ w, h, r }: Frame, base: number, rough: number, steps: number): string {
  const points: string[] = [`M0 ${h}`];
  for (let i = 0; i <= steps; i++) {
    const x = (w * i) / steps;
    const y = base - rough * (Math.sin(i * 0.9 + r() * 3) * 0.5 + r() * 0.8);
    points.push(`L${round(x)} ${round(y)}`);
  }
  points.push(`L${w} ${h} Z`);
  return points.join(' ');
}

function mountains(f: Frame): string {
  const { w, h, r } = f;
  const hue = Math.floor(between(r, 10, 40));
  const sunX = round(between(r, 0.2, 0.8) * w);
  const layers = [0.55, 0.65, 0.78]
    .map(
      (y, i) =>
        `<path d="${ridge(f, h * y, h * (0.16 - i * 0.04), 14 + i * 6)}" fill="hsl(${250 - i * 15},${25 + i * 5}%,${32 - i * 9}%)"/>`,
    )
    .join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(230,45%,28%)"/><stop offset="0.55" stop-color="hsl(${hue},85%,62%)"/><stop offset="0.8" stop-color="hsl(${hue + 15},95%,75%)"/></linearGradient><radialGradient id="sun"><stop offset="0" stop-color="#fff6d8"/><stop offset="0.25" stop-color="hsla(${hue + 20},100%,75%,0.9)"/><stop offset="1" stop-color="hsla(${hue},100%,70%,0)"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${sunX}" cy="${round(h * 0.5)}" r="${round(w * 0.35)}" fill="url(#sun)"/>${layers}`;
}

function sea(f: Frame): string {
  const { w, h, r } = f;
  const horizon = round(h * between(r, 0.45, 0.6));
  const waves = Array.from({ length: 14 }, (_, i) => {
    const y = horizon + ((h - horizon) * (i + 1)) / 15;
    const x = round(r() * w * 0.6);
    return `<rect x="${x}" y="${round(y)}" width="${round(w * between(r, 0.2, 0.5))}" height="${1 + i * 0.25}" fill="rgba(255,255,255,${round(0.08 + r() * 0.12)})"/>`;
  }).join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3d7cc9"/><stop offset="1" stop-color="#bfe0f5"/></linearGradient><linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b7fa8"/><stop offset="1" stop-color="#0d3a57"/></linearGradient><filter id="cloud" x="0" y="0"><feTurbulence type="fractalNoise" baseFrequency="0.008 0.03" numOctaves="4" seed="${Math.floor(r() * 99)}"/><feColorMatrix values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1.6 -0.75"/></filter></defs><rect width="${w}" height="${horizon}" fill="url(#sky)"/><rect width="${w}" height="${horizon}" filter="url(#cloud)"/><rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#water)"/>${waves}`;
}

function city(f: Frame): string {
  const { w, h, r } = f;
  let x = 0;
  const blocks: string[] = [];
  while (x < w) {
    const bw = between(r, w * 0.08, w * 0.18);
    const bh = between(r, h * 0.2, h * 0.6);
    const top = h - bh;
    blocks.push(
      `<rect x="${round(x)}" y="${round(top)}" width="${round(bw)}" height="${round(bh)}" fill="hsl(225,30%,${round(between(r, 8, 16))}%)"/>`,
    );
    for (let wy = top + 8; wy < h - 8; wy += 14) {
      for (let wx = x + 5; wx < x + bw - 8; wx += 10) {
        if (r() < 0.35) {
          blocks.push(
            `<rect x="${round(wx)}" y="${round(wy)}" width="5" height="7" fill="hsl(${r() < 0.8 ? 45 : 190},90%,${round(between(r, 55, 75))}%)"/>`,
          );
        }
      }
    }
    x += bw + between(r, 0, 6);
  }
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1026"/><stop offset="1" stop-color="#3a2a5e"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${round(w * between(r, 0.15, 0.85))}" cy="${round(h * 0.15)}" r="${round(w * 0.05)}" fill="#f4f1de"/>${blocks.join('')}`;
}

function meadow(f: Frame): string {
  const { w, h, r } = f;
  const trees = Array.from({ length: 9 }, () => {
    const tx = round(r() * w);
    const ty = round(h * between(r, 0.55, 0.7));
    const th = round(h * between(r, 0.12, 0.25));
    return `<path d="M${tx} ${ty - th} L${round(tx - th * 0.3)} ${ty} L${round(tx + th * 0.3)} ${ty} Z" fill="hsl(140,35%,${round(between(r, 14, 24))}%)"/>`;
  }).join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb8e6"/><stop offset="1" stop-color="#e6f2f7"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#sky)"/><path d="${ridge(f, h * 0.62, h * 0.06, 8)}" fill="hsl(120,30%,42%)"/>${trees}<path d="${ridge(f, h * 0.75, h * 0.05, 6)}" fill="hsl(95,45%,45%)"/><path d="${ridge(f, h * 0.88, h * 0.04, 5)}" fill="hsl(85,50%,38%)"/>`;
}

function flowers(f: Frame): string {
  const { w, h, r } = f;
  const hue = Math.floor(r() * 360);
  const bokeh = Array.from(
    { length: 14 },
    () =>
      `<circle cx="${round(r() * w)}" cy="${round(r() * h)}" r="${round(between(r, 0.04, 0.12) * w)}" fill="hsla(${(hue + 180 + r() * 60) % 360},60%,${round(between(r, 50, 80))}%,0.35)"/>`,
  ).join('');
  const cx = round(w * between(r, 0.35, 0.65));
  const cy = round(h * between(r, 0.4, 0.6));
  const petal = round(w * 0.16);
  const petals = Array.from(
    { length: 8 },
    (_, i) =>
      `<ellipse cx="${cx}" cy="${round(cy - petal)}" rx="${round(petal * 0.45)}" ry="${petal}" transform="rotate(${i * 45} ${cx} ${cy})" fill="hsl(${hue},70%,${i % 2 ? 62 : 70}%)"/>`,
  ).join('');
  return `<defs><filter id="blur"><feGaussianBlur stdDeviation="${round(w * 0.02)}"/></filter></defs><rect width="${w}" height="${h}" fill="hsl(${(hue + 150) % 360},35%,22%)"/><g filter="url(#blur)">${bokeh}</g><path d="M${cx} ${cy} Q${cx - 20} ${round(h * 0.8)} ${cx + 10} ${h}" stroke="hsl(120,40%,30%)" stroke-width="${round(w * 0.02)}" fill="none"/>${petals}<circle cx="${cx}" cy="${cy}" r="${round(petal * 0.4)}" fill="hsl(45,90%,55%)"/>`;
}

function dish(f: Frame): string {
  const { w, h, r } = f;
  const cx = round(w / 2);
  const cy = round(h / 2);
  const plate = round(Math.min(w, h) * 0.38);
  const food = Array.from(
    { length: 12 },
    () =>
      `<ellipse cx="${round(cx + between(r, -0.5, 0.5) * plate)}" cy="${round(cy + between(r, -0.5, 0.5) * plate)}" rx="${round(plate * between(r, 0.12, 0.25))}" ry="${round(plate * between(r, 0.08, 0.18))}" transform="rotate(${Math.floor(r() * 180)} ${cx} ${cy})" fill="hsl(${[10, 30, 95, 45][Math.floor(r() * 4)]},${round(between(r, 50, 80))}%,${round(between(r, 35, 60))}%)"/>`,
  ).join('');
  return `<defs><filter id="wood"><feTurbulence type="fractalNoise" baseFrequency="0.004 0.12" numOctaves="3" seed="${Math.floor(r() * 99)}"/><feColorMatrix values="0 0 0 0 0.45 0 0 0 0 0.3 0 0 0 0 0.18 0 0 0 0.9 0"/></filter></defs><rect width="${w}" height="${h}" fill="#5b3b22"/><rect width="${w}" height="${h}" filter="url(#wood)"/><circle cx="${round(cx + 8)}" cy="${round(cy + 10)}" r="${plate}" fill="rgba(0,0,0,0.35)"/><circle cx="${cx}" cy="${cy}" r="${plate}" fill="#f3f1ec"/><circle cx="${cx}" cy="${cy}" r="${round(plate * 0.78)}" fill="#e9e6df"/>${food}`;
}

const SCENES = [mountains, sea, city, meadow, flowers, dish];

/**
 * A lens's vignette over any scene. (No film grain: noise does not compress, and every picture
 * ends up in the visual baselines.)
 */
function finish(w: number, h: number): string {
  return `<defs><radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="rgba(0,0,0,0)"/><stop offset="1" stop-color="rgba(0,0,0,0.45)"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#vignette)"/>`;
}

/** A photograph-like picture for the seed, `width`×`height`. */
export function photoSvg(seed: number, width: number, height: number): string {
  const r = random(seed);
  const scene = SCENES[seed % SCENES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${scene({ w: width, h: height, r })}${finish(width, height)}</svg>`;
}
