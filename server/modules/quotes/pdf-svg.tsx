import {
  Circle,
  Defs,
  Ellipse,
  G,
  LinearGradient,
  Path,
  Rect,
  Stop,
  Svg,
} from "@react-pdf/renderer";
import type { ComponentType, ReactElement, ReactNode } from "react";

// The site's drawn pictures (common/artwork.ts: hotels' and places' artwork, plain SVG of
// rects, paths, circles, ellipses and a gradient) as the PDF's own vector elements, since the
// PDF library draws no SVG image (decision 0228). Only the elements the artwork uses are read;
// anything else (a title, text) is left out.

const ELEMENTS = {
  svg: Svg,
  defs: Defs,
  linearGradient: LinearGradient,
  stop: Stop,
  path: Path,
  rect: Rect,
  circle: Circle,
  ellipse: Ellipse,
  g: G,
} as const;
type Tag = keyof typeof ELEMENTS;

interface SvgNode {
  tag: Tag | null;
  attrs: Record<string, string>;
  children: SvgNode[];
}

const KEPT = /^(?:[a-z]+(?:-[a-z]+)*|viewBox|gradientUnits|gradientTransform|x1|x2|y1|y2)$/;
const DROPPED = new Set(["xmlns", "role", "class", "style", "id-hidden"]);

function attributesOf(source: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of source.matchAll(/([A-Za-z_:][\w:.-]*)="([^"]*)"/g)) {
    const [, name = "", value = ""] = m;
    if (DROPPED.has(name) || name.startsWith("aria-") || name.includes(":")) continue;
    if (!KEPT.test(name)) continue;
    out[name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");
  }
  return out;
}

/** The SVG text as a tree of the elements the PDF can draw; null when it is not an SVG. */
export function parseSvg(svg: string): SvgNode | null {
  const root: SvgNode = { tag: null, attrs: {}, children: [] };
  const stack: SvgNode[] = [root];
  for (const m of svg.matchAll(/<(\/?)([A-Za-z]+)([^>]*?)(\/?)>/g)) {
    const [, closing, name = "", attrs = "", selfClosing] = m;
    const parent = stack[stack.length - 1];
    if (!parent) return null;
    if (closing) {
      if (stack.length > 1) stack.pop();
      continue;
    }
    const tag = (name in ELEMENTS ? name : null) as Tag | null;
    const node: SvgNode = { tag, attrs: tag ? attributesOf(attrs) : {}, children: [] };
    parent.children.push(node);
    if (!selfClosing) stack.push(node);
  }
  const top = root.children[0];
  return top?.tag === "svg" ? top : null;
}

function elementOf(node: SvgNode, key: string): ReactElement | null {
  if (!node.tag) return null;
  const Element = ELEMENTS[node.tag] as unknown as ComponentType<{
    [attribute: string]: string | ReactNode;
  }>;
  const children = node.children
    .map((child, i) => elementOf(child, `${key}.${i}`))
    .filter((c): c is ReactElement => c !== null);
  return (
    <Element key={key} {...node.attrs}>
      {children}
    </Element>
  );
}

/** An artwork SVG drawn at `width` x `height` points; null when it cannot be read. */
export function PdfSvg({ svg, width, height }: { svg: string; width: number; height: number }) {
  const tree = parseSvg(svg);
  if (!tree) return null;
  const children = tree.children
    .map((child, i) => elementOf(child, String(i)))
    .filter((c): c is ReactElement => c !== null);
  return (
    <Svg
      width={width}
      height={height}
      viewBox={tree.attrs.viewBox ?? `0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMid slice"
    >
      {children}
    </Svg>
  );
}
