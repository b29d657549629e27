/** Shown while content streams in; role="status" makes screen readers announce it politely. */
export function LoadingState({ message }: { message: string }) {
  return (
    <p className="loading-state" role="status">
      {message}
    </p>
  )
}
