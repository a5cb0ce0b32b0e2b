import { createElement } from "react";
// The Node build explicitly: under Jest's jsdom environment "react-dom/server" resolves to the browser build.
import { renderToStaticMarkup } from "react-dom/server.node";
import type { LucideIcon } from "lucide-react";
import {
  Accessibility,
  Activity,
  Award,
  Baby,
  Bone,
  BookOpen,
  Brain,
  Briefcase,
  Brush,
  Building2,
  Calendar,
  Camera,
  CircleCheck,
  ClipboardList,
  Clock,
  Compass,
  Dna,
  Drama,
  Dumbbell,
  Ear,
  Eye,
  FileText,
  FlaskConical,
  Footprints,
  Globe,
  GraduationCap,
  HandHeart,
  HandHelping,
  Handshake,
  Heart,
  HeartPulse,
  Hospital,
  House,
  Landmark,
  Laptop,
  Leaf,
  Library,
  Lightbulb,
  Mail,
  MapPin,
  MessageCircle,
  Mic,
  Microscope,
  Monitor,
  Music,
  Palette,
  PawPrint,
  Phone,
  Pill,
  Puzzle,
  Rocket,
  Sailboat,
  Scale,
  School,
  ShieldCheck,
  Smile,
  Sparkles,
  Sprout,
  Star,
  Stethoscope,
  Sun,
  Syringe,
  Target,
  TestTube,
  TrendingUp,
  Trophy,
  Users,
  Video,
  Waves,
} from "lucide-react";
import { isIconName, type IconName } from "../lib/icons";

// Build-time icon drawing. Content names icons ("icon": "Smile"); the GraphQL layer resolves each
// name to the icon's SVG child markup (the `iconSvg` fields, see src/node/schema.ts), and
// src/components/Icon draws it inside its own <svg>. So no icon code reaches the browser bundle:
// before this, the lucide components cost every page about 9.5 KB gzip.
//
// The markup comes from lucide's public React components rendered on the server, not from its
// internal icon data (__iconData.node is only exported by the per-icon ESM files under their
// canonical, not alias, names, and the CJS build keeps it private). React escapes every attribute.

export const ICONS: Record<IconName, LucideIcon> = {
  Accessibility,
  Activity,
  Award,
  Baby,
  Bone,
  BookOpen,
  Brain,
  Briefcase,
  Brush,
  Building2,
  Calendar,
  Camera,
  CircleCheck,
  ClipboardList,
  Clock,
  Compass,
  Dna,
  Drama,
  Dumbbell,
  Ear,
  Eye,
  FileText,
  FlaskConical,
  Footprints,
  Globe,
  GraduationCap,
  HandHeart,
  HandHelping,
  Handshake,
  Heart,
  HeartPulse,
  Hospital,
  House,
  Landmark,
  Laptop,
  Leaf,
  Library,
  Lightbulb,
  Mail,
  MapPin,
  MessageCircle,
  Mic,
  Microscope,
  Monitor,
  Music,
  Palette,
  PawPrint,
  Phone,
  Pill,
  Puzzle,
  Rocket,
  Sailboat,
  Scale,
  School,
  ShieldCheck,
  Smile,
  Sparkles,
  Sprout,
  Star,
  Stethoscope,
  Sun,
  Syringe,
  Target,
  TestTube,
  TrendingUp,
  Trophy,
  Users,
  Video,
  Waves,
};

const cache = new Map<IconName, string>();

/**
 * The SVG children of a named icon (`<path d="..."></path><circle ...></circle>`), for a
 * 24x24 viewBox drawn with stroke="currentColor". Throws on a name not in ICON_NAMES: content
 * validation reports those before the build gets here.
 */
export function iconSvg(name: string): string {
  if (!isIconName(name)) throw new Error(`Unknown icon "${name}" (add it to src/lib/icons.ts ICON_NAMES)`);
  const cached = cache.get(name);
  if (cached !== undefined) return cached;
  const markup = renderToStaticMarkup(createElement(ICONS[name]));
  const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
  if (!inner) throw new Error(`Icon "${name}": lucide rendered no <svg> children`);
  cache.set(name, inner);
  return inner;
}
