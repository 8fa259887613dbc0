/** The six dashboard screenshots of the site, by the id the web app's dashboard-examples module uses. */
import { energyView } from './energy.mjs';
import { irrigationView } from './irrigation.mjs';
import { mainView } from './main.mjs';
import { miscView } from './misc.mjs';
import { parametersView } from './parameters.mjs';
import { statisticsView } from './statistics.mjs';

export const views = {
  main: mainView,
  misc: miscView,
  energy: energyView,
  irrigation: irrigationView,
  parameters: parametersView,
  statistics: statisticsView,
};
