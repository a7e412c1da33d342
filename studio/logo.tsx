/**
 * The company's mark for the Studio's navigation bar and workspace menu (without it the Studio
 * shows a tile with the title's initials): the globe with the bridge across it, as in the logo
 * the site shows (the seed's logo.png), drawn as SVG so it is sharp at any size.
 */
export function CompanyLogo() {
  return (
    <svg
      viewBox="0 0 64 64"
      width="100%"
      height="100%"
      role="img"
      aria-label="Gulf Bridge Freight"
      data-testid="company-logo"
    >
      <circle cx="32" cy="34" r="22" fill="#16a394" />
      <g fill="none" stroke="#d8f3ee" strokeWidth="2.5">
        <ellipse cx="32" cy="34" rx="9" ry="22" />
        <path d="M10 34h44M14 23h36M14 45h36M32 12v44" />
      </g>
      <path
        d="M4 41c8-16 48-16 56 0"
        fill="none"
        stroke="#f0a060"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path d="M4 43h56" stroke="#f0a060" strokeWidth="5" strokeLinecap="round" />
    </svg>
  )
}
