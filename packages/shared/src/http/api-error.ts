/** Body of every error answer of the API. `field` names the offending input on a 400. */
export interface ApiErrorBody {
  error: string;
  field?: string;
  details?: { field: string; message: string }[];
}
