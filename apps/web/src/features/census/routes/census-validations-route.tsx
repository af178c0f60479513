/** /validations: the census starts at its first step, upload-files (the other steps are reached from there). */
import { Navigate, useLocation } from "react-router";
import { useLocalizedPath } from "../../../lib/use-language";
import { useCensusParam } from "../hooks/use-census-params";

export function CensusValidationsRoute() {
  const clientId = useCensusParam("clientId");
  const policyId = useCensusParam("policyId");
  const localizedPath = useLocalizedPath();
  const { search } = useLocation();
  return <Navigate replace to={`${localizedPath("censusUploadFiles", { clientId, policyId })}${search}`} />;
}
