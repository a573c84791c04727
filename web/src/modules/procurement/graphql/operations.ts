import { graphql } from '../../../gql/admin';

/** The procurement forecast: per pack and per item line, within 1, 2, 4 and 8 weeks. */
export const ProcurementForecastQuery = graphql(`
  query ProcurementForecast {
    procurementForecast {
      asOf
      horizonWeeks
      horizonEnds
      packs {
        foodPackId
        name
        completions
        available
        needed
      }
      itemLines {
        text
        needed
        packs
      }
    }
  }
`);
