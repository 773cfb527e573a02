# The Windows packaging check, the counterpart of packaging/check.sh: after build_windows.ps1,
# run the bundle, then install the setup silently for the current user, check what it put on
# the system, run the installed game, uninstall it and check that it is gone.
#
#     pwsh -File packaging\windows\check_windows.ps1
#
# Checks: the bundled game plays a computer-only match (--smoke, offscreen) as the windowed
# fivesup-qt.exe and as the console twin fivesup-qt-cli.exe; `replay` accepts the shipped sample
# record; `simulate --jobs 2` runs its process pool frozen (spawned processes); the bundle probe
# (version, icon, sample record, pyqtgraph on PySide6). The installer: the program folder with
# the uninstaller, the Start menu entry pointing at the game, "Open with" for match records
# (the ProgID with its open command, listed for .json), the entry in Apps & features with the
# version; the installed game plays and replays; the uninstaller removes the program, the
# Start menu entry and the file association. Saves and settings of the runs stay in a
# temporary folder (FIVESUP_QT_HOME). Runs on a Windows runner (release workflow).
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..\..")
$started = Get-Date

function Fail([string]$message) { throw "FAIL: $message" }

# A console program's output (stdout), failing on a non-zero exit code.
function Invoke-Captured([string]$exe, [string[]]$arguments) {
    $output = & $exe @arguments
    if ($LASTEXITCODE -ne 0) { Fail "$exe $($arguments -join ' ') exited $LASTEXITCODE" }
    return ($output -join "`n")
}

# A windowed program: no console, so only its exit code tells.
function Invoke-Windowed([string]$exe, [string]$arguments) {
    $process = Start-Process -FilePath $exe -ArgumentList $arguments -Wait -PassThru
    if ($process.ExitCode -ne 0) { Fail "$exe $arguments exited $($process.ExitCode)" }
}

# Play, replay, simulate and probe with the programs of one installed or built folder.
function Test-Programs([string]$folder, [string]$label) {
    $folder = (Resolve-Path -LiteralPath $folder).Path  # Start-Process wants a full path
    $gui = Join-Path $folder "fivesup-qt.exe"
    $cli = Join-Path $folder "fivesup-qt-cli.exe"
    foreach ($exe in @($gui, $cli)) { if (-not (Test-Path -LiteralPath $exe)) { Fail "no $exe" } }
    $smoke = Invoke-Captured $cli @("--smoke", "--players", "3")
    if ($smoke -notmatch "(?m)^smoke: ") { Fail "--smoke printed: $smoke" }
    Write-Host "   ${label}: $smoke"
    Invoke-Windowed $gui "--smoke"
    Write-Host "   ${label}: the windowed fivesup-qt.exe --smoke: exit 0"
    $sample = Join-Path $folder "_internal\resources\sample-match.fivesup.json"
    if (-not (Test-Path -LiteralPath $sample)) { Fail "no sample record at $sample" }
    $report = Invoke-Captured $cli @("replay", "--json", $sample)
    if ($report -notmatch '"format": "fivesup-replay/1"') { Fail "replay report from $label" }
    Write-Host "   ${label}: replay of the shipped sample record: ok"
}

$version = & ".venv\Scripts\python.exe" -c "import tomllib; print(tomllib.load(open('pyproject.toml', 'rb'))['project']['version'])"
if ($LASTEXITCODE -ne 0) { Fail "cannot read the version from pyproject.toml" }
$setup = Join-Path (Get-Location).Path "dist\fivesup-qt-$version-windows-x64-setup.exe"
if (-not (Test-Path -LiteralPath $setup)) { Fail "no ${setup} (run build_windows.ps1 first)" }
Write-Host "== fivesup-qt $version"

# RUNNER_TEMP on a runner: GetTempPath() may give an 8.3 short name (RUNNER~1), which the
# installer's {app}, the shortcut and the registry would spell out differently.
$base = if ($env:RUNNER_TEMP) { $env:RUNNER_TEMP } else { [System.IO.Path]::GetTempPath() }
$temp = Join-Path $base ("fivesup-check-" + [guid]::NewGuid().ToString("N"))
New-Item -ItemType Directory -Path $temp | Out-Null
$env:FIVESUP_QT_HOME = Join-Path $temp "home"
$env:QT_QPA_PLATFORM = "offscreen"

# --- the bundle ---------------------------------------------------------------------------------
Test-Programs "dist\fivesup-qt" "bundle"
$simulation = Invoke-Captured "dist\fivesup-qt\fivesup-qt-cli.exe" @("simulate", "--variant", "five-up", "--players", "2",
    "--matches", "4", "--seed", "3", "--jobs", "2")
Write-Host "   simulate with 2 processes: $(($simulation -split "`n")[0])"
$env:FIVESUP_BUNDLE_PROBE = "1"
$probe = Invoke-Captured "dist\fivesup-qt\fivesup-qt-cli.exe" @()
Remove-Item Env:FIVESUP_BUNDLE_PROBE
Write-Host ($probe -replace "(?m)^", "   ")
if ($probe -notmatch "(?m)^about: Five-Up Dominoes $([regex]::Escape($version)), icon found, sample record found\r?$") {
    Fail "about in the bundle: version, icon or sample record"
}
if ($env:FIVESUP_QT_ENGINE_TREE -and $probe -notmatch "(?m)^engine: compiled \(mypyc\), ") {
    Fail "the bundle's engine is not the compiled one"  # it was made from the compiled engine
}

# --- the installer ------------------------------------------------------------------------------
$appDir = Join-Path $temp "Five-Up Dominoes"
$log = Join-Path $temp "setup.log"
$process = Start-Process -FilePath $setup -Wait -PassThru -ArgumentList (
    "/VERYSILENT /SUPPRESSMSGBOXES /NORESTART /CURRENTUSER /TASKS=associate " +
    "/DIR=`"$appDir`" /LOG=`"$log`"")
if ($process.ExitCode -ne 0) { Get-Content $log | Select-Object -Last 30; Fail "setup exited $($process.ExitCode)" }
Write-Host "== installed silently for the current user into $appDir"

$uninstaller = Join-Path $appDir "unins000.exe"
if (-not (Test-Path -LiteralPath $uninstaller)) { Fail "no uninstaller $uninstaller" }
$shortcut = Join-Path ([Environment]::GetFolderPath("Programs")) "Five-Up Dominoes.lnk"
if (-not (Test-Path -LiteralPath $shortcut)) { Fail "no Start menu entry $shortcut" }
$target = (New-Object -ComObject WScript.Shell).CreateShortcut($shortcut).TargetPath
if ($target -ne (Join-Path $appDir "fivesup-qt.exe")) { Fail "the Start menu entry points at $target" }

$progId = "FivesupQt.MatchRecord.1"
$command = (Get-ItemProperty -LiteralPath "HKCU:\Software\Classes\$progId\shell\open\command").'(default)'
if ($command -ne "`"$(Join-Path $appDir 'fivesup-qt.exe')`" `"%1`"") { Fail "the match record's open command is $command" }
$openWith = Get-Item -LiteralPath "HKCU:\Software\Classes\.json\OpenWithProgids"
if ($openWith.GetValueNames() -notcontains $progId) { Fail ".json files do not offer $progId" }
$uninstallKey = "HKCU:\Software\Microsoft\Windows\CurrentVersion\Uninstall\{B0773451-BD7D-54F8-B258-E24BB805A0CA}_is1"
$entry = Get-ItemProperty -LiteralPath $uninstallKey
if ($entry.DisplayVersion -ne $version) { Fail "Apps & features lists version $($entry.DisplayVersion)" }
Write-Host "   Start menu entry, uninstaller, Apps & features entry ($($entry.DisplayName) $($entry.DisplayVersion)), open command and Open with for match records: ok"

Test-Programs $appDir "installed"

# --- the uninstaller ----------------------------------------------------------------------------
# The uninstaller hands over to a copy of itself in the temporary folder: wait for the result.
Start-Process -FilePath $uninstaller -ArgumentList "/VERYSILENT /SUPPRESSMSGBOXES /NORESTART" -Wait | Out-Null
$deadline = (Get-Date).AddSeconds(120)
while ((Test-Path -LiteralPath (Join-Path $appDir "fivesup-qt.exe")) -or (Test-Path -LiteralPath $uninstallKey)) {
    if ((Get-Date) -gt $deadline) { Fail "the uninstaller left the program or its Apps & features entry" }
    Start-Sleep -Seconds 1
}
if (Test-Path -LiteralPath $shortcut) { Fail "the uninstaller left the Start menu entry" }
if (Test-Path -LiteralPath "HKCU:\Software\Classes\$progId") { Fail "the uninstaller left the file type $progId" }
$openWith = Get-Item -LiteralPath "HKCU:\Software\Classes\.json\OpenWithProgids" -ErrorAction SilentlyContinue
if ($openWith -and ($openWith.GetValueNames() -contains $progId)) { Fail "the uninstaller left .json's Open with entry" }
if (Test-Path -LiteralPath "HKCU:\Software\Classes\Applications\fivesup-qt.exe") { Fail "the uninstaller left Applications\fivesup-qt.exe" }
Write-Host "== uninstalled: program, Start menu entry and file association removed"

Remove-Item -Recurse -Force $temp -ErrorAction SilentlyContinue
$size = [math]::Round((Get-Item $setup).Length / 1MB, 1)
Write-Host "== Windows packaging check passed in $([int]((Get-Date) - $started).TotalSeconds) s; $setup is $size MB"
