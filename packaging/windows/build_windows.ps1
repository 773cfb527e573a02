# Build the Windows installer of Five-Up Dominoes: the PyInstaller bundle, then Inno Setup.
#
#     powershell -ExecutionPolicy Bypass -File packaging\windows\build_windows.ps1
#
# Needs the venv (.venv, made with Python 3.11 from python.org: py -3.11 -m venv .venv) and
# Inno Setup 6 (winget install JRSoftware.InnoSetup). The version is pyproject.toml's.
# Output: dist\fivesup-qt\ (the bundle, fivesup-qt.exe and the console twin fivesup-qt-cli.exe
# for replay/simulate) and dist\fivesup-qt-<version>-windows-x64-setup.exe.
# Not run on the Linux CI machine.
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..\..")
$py = ".venv\Scripts\python.exe"

function Invoke-Checked([string]$exe, [string[]]$arguments) {
    & $exe @arguments
    if ($LASTEXITCODE -ne 0) { throw "$exe $($arguments -join ' ') exited $LASTEXITCODE" }
}

$version = & $py -c "import tomllib; print(tomllib.load(open('pyproject.toml', 'rb'))['project']['version'])"
if ($LASTEXITCODE -ne 0) { throw "cannot read the version from pyproject.toml" }
$numeric = $version -replace '^(\d+(\.\d+){0,3}).*$', '$1'
Write-Host "== fivesup-qt $version"

& $py -c "import PyInstaller" 2>$null
if ($LASTEXITCODE -ne 0) { Invoke-Checked $py @("-m", "pip", "install", "-q", "-e", ".[package]") }
$installed = & $py -c "from importlib.metadata import version; print(version('fivesup-qt'))"
if ($installed -ne $version) { Invoke-Checked $py @("-m", "pip", "install", "-q", "--no-deps", "-e", ".") }

Invoke-Checked $py @("-m", "PyInstaller", "--noconfirm", "--clean", "--distpath", "dist",
    "--workpath", "build\pyinstaller", "packaging\fivesup-qt.spec")
Invoke-Checked "dist\fivesup-qt\fivesup-qt-cli.exe" @("replay", "dist\fivesup-qt\_internal\resources\sample-match.fivesup.json") | Out-Null

$iscc = (Get-Command iscc.exe -ErrorAction SilentlyContinue).Source
if (-not $iscc) { $iscc = Join-Path ${env:ProgramFiles(x86)} "Inno Setup 6\ISCC.exe" }
if (-not (Test-Path $iscc)) { $iscc = Join-Path $env:LOCALAPPDATA "Programs\Inno Setup 6\ISCC.exe" }
Invoke-Checked $iscc @("/Q", "/DMyAppVersion=$version", "/DMyAppNumericVersion=$numeric",
    "packaging\windows\fivesup-qt.iss")
Get-ChildItem "dist\fivesup-qt-$version-windows-x64-setup.exe" | Format-Table Name, Length
