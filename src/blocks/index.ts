// The block registry: a block type (the "type" of a block in content/pages/*.json, or of a program
// page's section in content/programPage.json) -> its component.
// One line per type, the file named after the type ("figures" -> ./Figures): the page template imports
// this module, and the build gives each page a copy with only the blocks it uses
// (plugins/pages/blocksLoader.cjs, which relies on that naming rule; blocks.test.ts checks it).
import Hero from "./Hero";
import ProgramTiles from "./ProgramTiles";
import Locations from "./Locations";
import Checklist from "./Checklist";
import Figures from "./Figures";
import Stories from "./Stories";
import Campus from "./Campus";
import Closing from "./Closing";
import Prose from "./Prose";
import Statements from "./Statements";
import CoreValues from "./CoreValues";
import Timeline from "./Timeline";
import Visit from "./Visit";
import PhotoCredits from "./PhotoCredits";
import ProgramList from "./ProgramList";
import Points from "./Points";
import ProcessSteps from "./ProcessSteps";
import Deadlines from "./Deadlines";
import Requirements from "./Requirements";
import Contact from "./Contact";
import FundingAreas from "./FundingAreas";
import Publications from "./Publications";
import Callout from "./Callout";
import Features from "./Features";
import Lists from "./Lists";
import Organizations from "./Organizations";
import PageLinks from "./PageLinks";
import ProgramHero from "./ProgramHero";
import ProgramOverview from "./ProgramOverview";
import ProgramCurriculum from "./ProgramCurriculum";
import ProgramClassProfile from "./ProgramClassProfile";
import ProgramCost from "./ProgramCost";
import ProgramAccreditation from "./ProgramAccreditation";
import ProgramOutcomes from "./ProgramOutcomes";
import ProgramApply from "./ProgramApply";
import ProgramStory from "./ProgramStory";
import ProgramRelated from "./ProgramRelated";

export const blockComponents = {
  hero: Hero,
  programTiles: ProgramTiles,
  locations: Locations,
  checklist: Checklist,
  figures: Figures,
  stories: Stories,
  campus: Campus,
  closing: Closing,
  prose: Prose,
  statements: Statements,
  coreValues: CoreValues,
  timeline: Timeline,
  visit: Visit,
  photoCredits: PhotoCredits,
  programList: ProgramList,
  points: Points,
  processSteps: ProcessSteps,
  deadlines: Deadlines,
  requirements: Requirements,
  contact: Contact,
  fundingAreas: FundingAreas,
  publications: Publications,
  callout: Callout,
  features: Features,
  lists: Lists,
  organizations: Organizations,
  pageLinks: PageLinks,
  programHero: ProgramHero,
  programOverview: ProgramOverview,
  programCurriculum: ProgramCurriculum,
  programClassProfile: ProgramClassProfile,
  programCost: ProgramCost,
  programAccreditation: ProgramAccreditation,
  programOutcomes: ProgramOutcomes,
  programApply: ProgramApply,
  programStory: ProgramStory,
  programRelated: ProgramRelated,
};

export type BlockType = keyof typeof blockComponents;
