/** Success envelope: lists put the array in `data` and the full count in `total`. */
export interface ApiSuccess<T> {
  success: true;
  data: T;
  total?: number;
  message?: string;
}

/** Error envelope. `errors` maps a field name to a message a person can act on. */
export interface ApiErrorBody {
  success: false;
  statusCode: number;
  error: string;
  message: string;
  errors?: Record<string, string>;
}

export type ApiResponse<T> = ApiSuccess<T> | ApiErrorBody;
