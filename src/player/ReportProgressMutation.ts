import { graphql } from 'relay-runtime';

// What the web player tells the server about the track it plays (STARTED, PROGRESS, FINISHED, ERROR).
export const ReportProgressMutation = graphql`
  mutation ReportProgressMutation($input: ReportProgressInput!) {
    reportProgress(input: $input) {
      player {
        status
      }
    }
  }
`;
