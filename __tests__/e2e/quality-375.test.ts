// axe, console, page errors and requests on every route at 375 px (menu closed and open).
import { defineQualityTests } from "./qualityChecks";

defineQualityTests("mobile");
