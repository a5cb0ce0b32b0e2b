// The block registry: a block type (the "type" of a block in content/pages/*.json, or of a program
// page's section in content/programPage.json) -> its component.
// One line per type, the folder named after the type ("figures" -> ./Figures/Figures): the page template imports
// this module, and the build gives each page a copy with only the blocks it uses
// (plugins/pages/blocksLoader.cjs, which relies on that naming rule; blocks.test.ts checks it).
import Hero from "./Hero/Hero";
import ProgramTiles from "./ProgramTiles/ProgramTiles";
import Locations from "./Locations/Locations";
import Checklist from "./Checklist/Checklist";
import Figures from "./Figures/Figures";
import Stories from "./Stories/Stories";
import Campus from "./Campus/Campus";
import Closing from "./Closing/Closing";
import Prose from "./Prose/Prose";
import Statements from "./Statements/Statements";
import CoreValues from "./CoreValues/CoreValues";
import Timeline from "./Timeline/Timeline";
import Visit from "./Visit/Visit";
import PhotoCredits from "./PhotoCredits/PhotoCredits";
import ProgramList from "./ProgramList/ProgramList";
import Points from "./Points/Points";
import ProcessSteps from "./ProcessSteps/ProcessSteps";
import Deadlines from "./Deadlines/Deadlines";
import Requirements from "./Requirements/Requirements";
import Contact from "./Contact/Contact";
import FundingAreas from "./FundingAreas/FundingAreas";
import Publications from "./Publications/Publications";
import Callout from "./Callout/Callout";
import Features from "./Features/Features";
import Lists from "./Lists/Lists";
import Organizations from "./Organizations/Organizations";
import PageLinks from "./PageLinks/PageLinks";
import ProgramHero from "./ProgramHero/ProgramHero";
import ProgramOverview from "./ProgramOverview/ProgramOverview";
import ProgramCurriculum from "./ProgramCurriculum/ProgramCurriculum";
import ProgramClassProfile from "./ProgramClassProfile/ProgramClassProfile";
import ProgramCost from "./ProgramCost/ProgramCost";
import ProgramAccreditation from "./ProgramAccreditation/ProgramAccreditation";
import ProgramOutcomes from "./ProgramOutcomes/ProgramOutcomes";
import ProgramApply from "./ProgramApply/ProgramApply";
import ProgramStory from "./ProgramStory/ProgramStory";
import ProgramRelated from "./ProgramRelated/ProgramRelated";

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
