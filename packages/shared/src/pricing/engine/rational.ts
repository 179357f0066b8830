/** Exact non-negative rationals on bigint, so each line item is rounded once, from its exact value. */
export interface Rational {
  readonly n: bigint;
  readonly d: bigint;
}

export const ZERO: Rational = { n: 0n, d: 1n };

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

export function rational(n: bigint, d: bigint = 1n): Rational {
  const g = gcd(n, d);
  return { n: n / g, d: d / g };
}

export function add(a: Rational, b: Rational): Rational {
  if (a.d === b.d) return rational(a.n + b.n, a.d);
  return rational(a.n * b.d + b.n * a.d, a.d * b.d);
}

export function mul(a: Rational, b: Rational): Rational {
  return rational(a.n * b.n, a.d * b.d);
}

export function isZero(a: Rational): boolean {
  return a.n === 0n;
}

/** Rounds to the nearest integer, a half to the even neighbour. */
export function roundHalfEven(a: Rational): number {
  const q = a.n / a.d;
  const floor = a.n < 0n && q * a.d !== a.n ? q - 1n : q;
  const twice = 2n * (a.n - floor * a.d);
  if (twice > a.d) return Number(floor + 1n);
  if (twice < a.d) return Number(floor);
  return Number(floor % 2n === 0n ? floor : floor + 1n);
}

/** The value as a number, rounded to `decimals` places (display quantities only). */
export function toNumber(a: Rational, decimals = 6): number {
  const scale = 10 ** decimals;
  return roundHalfEven(mul(a, rational(BigInt(scale)))) / scale;
}

const FRACTION_SCALE = 1_000_000n;

/** A price fraction (0.05 = 5%) read to six decimal places. */
export function fraction(value: number): Rational {
  return rational(BigInt(Math.round(value * Number(FRACTION_SCALE))), FRACTION_SCALE);
}

/** Integer cents (or Wh, or ms) as a rational. */
export function whole(value: number): Rational {
  return rational(BigInt(Math.round(value)));
}
