/**
 * Why a value under a field cannot be saved, as the admin's own fields say it: in its type (the admin's font,
 * which a bare paragraph does not inherit) and its red, announced to screen readers as it appears.
 */
export function FieldProblem({ children }: { children: string }) {
  return (
    <p
      role="alert"
      style={{
        color: "#b42318",
        marginTop: 8,
        fontSize: 14,
        fontFamily: "var(--kui-typography-font-family-base, system-ui, sans-serif)",
      }}
    >
      {children}
    </p>
  );
}
