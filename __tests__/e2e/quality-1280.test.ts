// axe, console, page errors and requests on every route at 1280 px.
import { defineQualityTests } from "./qualityChecks";

defineQualityTests("desktop");
