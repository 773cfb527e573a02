# Build the Windows installer of Five-Up Dominoes: the PyInstaller bundle, then Inno Setup.
#
#     powershell -ExecutionPolicy Bypass -File packaging\windows\build_windows.ps1
#
# Needs the venv (.venv, made with Python 3.11: py -3.11 -m venv .venv) and Inno Setup 6.3 or
# newer (winget install JRSoftware.InnoSetup, or choco install innosetup). The version is
# pyproject.toml's. Output: dist\fivesup-qt\ (the bundle, fivesup-qt.exe and the console twin
# fivesup-qt-cli.exe for replay/simulate) and dist\fivesup-qt-<version>-windows-x64-setup.exe.
#
# Code signing, only when FIVESUP_SIGN_THUMBPRINT names a code-signing certificate in the
# certificate store (the release workflow imports one from its secrets): signtool signs the two
# programs before Inno Setup packs them, and Inno Setup signs the setup and its uninstaller.
# FIVESUP_SIGN_TIMESTAMP_URL changes the RFC 3161 time-stamp server. Without it nothing is signed.
# packaging\windows\check_windows.ps1 checks the result (CI runs both on a Windows runner).
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..\..")
$py = ".venv\Scripts\python.exe"

function Invoke-Checked([string]$exe, [string[]]$arguments) {
    & $exe @arguments
    if ($LASTEXITCODE -ne 0) { throw "$exe $($arguments -join ' ') exited $LASTEXITCODE" }
}

function Find-First([string[]]$candidates) {
    foreach ($candidate in $candidates) {
        if ($candidate -and (Test-Path -LiteralPath $candidate)) { return $candidate }
    }
    return $null
}

$version = & $py -c "import tomllib; print(tomllib.load(open('pyproject.toml', 'rb'))['project']['version'])"
if ($LASTEXITCODE -ne 0) { throw "cannot read the version from pyproject.toml" }
$numeric = $version -replace '^(\d+(\.\d+){0,3}).*$', '$1'
Write-Host "== fivesup-qt $version"

& $py -c "import PyInstaller" 2>$null
if ($LASTEXITCODE -ne 0) { Invoke-Checked $py @("-m", "pip", "install", "-q", "-e", ".[package]") }
$installed = & $py -c "from importlib.metadata import version; print(version('fivesup-qt'))"
if ($installed -ne $version) { Invoke-Checked $py @("-m", "pip", "install", "-q", "--no-deps", "-e", ".") }

# Inno Setup's compiler: on PATH, else where its installers put it (6 or 7, 32- or 64-bit, per user).
$iscc = (Get-Command iscc.exe -ErrorAction SilentlyContinue).Source
if (-not $iscc) {
    $iscc = Find-First @(
        (Join-Path ${env:ProgramFiles(x86)} "Inno Setup 6\ISCC.exe"),
        (Join-Path $env:ProgramFiles "Inno Setup 7\ISCC.exe"),
        (Join-Path ${env:ProgramFiles(x86)} "Inno Setup 7\ISCC.exe"),
        (Join-Path $env:ProgramFiles "Inno Setup 6\ISCC.exe"),
        (Join-Path $env:LOCALAPPDATA "Programs\Inno Setup 6\ISCC.exe"),
        (Join-Path $env:LOCALAPPDATA "Programs\Inno Setup 7\ISCC.exe"))
}
if (-not $iscc) { throw "Inno Setup's ISCC.exe not found: winget install JRSoftware.InnoSetup" }

# signtool.exe: on PATH, else the newest x64 one of the Windows SDK.
$thumbprint = $env:FIVESUP_SIGN_THUMBPRINT
$signtool = $null
if ($thumbprint) {
    $signtool = (Get-Command signtool.exe -ErrorAction SilentlyContinue).Source
    if (-not $signtool) {
        $kits = Join-Path ${env:ProgramFiles(x86)} "Windows Kits\10\bin"
        $signtool = Get-ChildItem -Path $kits -Filter signtool.exe -Recurse -ErrorAction SilentlyContinue |
            Where-Object { $_.Directory.Name -eq "x64" } | Sort-Object FullName -Descending |
            Select-Object -First 1 -ExpandProperty FullName
    }
    if (-not $signtool) { throw "FIVESUP_SIGN_THUMBPRINT is set but signtool.exe (Windows SDK) was not found" }
    $timestamp = if ($env:FIVESUP_SIGN_TIMESTAMP_URL) { $env:FIVESUP_SIGN_TIMESTAMP_URL } else { "http://timestamp.digicert.com" }
    $signArguments = @("sign", "/sha1", $thumbprint, "/fd", "sha256", "/tr", $timestamp, "/td", "sha256")
    Write-Host "== signing with certificate $thumbprint ($signtool)"
}

Invoke-Checked $py @("-m", "PyInstaller", "--noconfirm", "--clean", "--distpath", "dist",
    "--workpath", "build\pyinstaller", "packaging\fivesup-qt.spec")
Invoke-Checked "dist\fivesup-qt\fivesup-qt-cli.exe" @("replay", "dist\fivesup-qt\_internal\resources\sample-match.fivesup.json") | Out-Null

$isccArguments = @("/Q", "/DMyAppVersion=$version", "/DMyAppNumericVersion=$numeric")
if ($signtool) {
    Invoke-Checked $signtool ($signArguments + @("dist\fivesup-qt\fivesup-qt.exe", "dist\fivesup-qt\fivesup-qt-cli.exe"))
    # Inno Setup runs this command for the setup and the uninstaller ($f: the file, $q: a quote).
    $isccArguments += @("/DSignInstaller", "/Sfivesup=`$q$signtool`$q $($signArguments -join ' ') `$f")
}
Invoke-Checked $iscc ($isccArguments + @("packaging\windows\fivesup-qt.iss"))
Get-ChildItem "dist\fivesup-qt-$version-windows-x64-setup.exe" | Format-Table Name, Length
